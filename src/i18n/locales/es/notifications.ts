import type en from '../en/notifications.ts';

export default {
  'notifications.favourite':
    '{others, plural, =0 {{name} marcó como favorita tu publicación} one {{name} y # persona más marcó como favorita tu publicación} other {{name} y # personas más marcó como favorita tu publicación}}',
  'notifications.reblog':
    '{others, plural, =0 {{name} impulsó tu publicación} one {{name} y # persona más impulsó tu publicación} other {{name} y # personas más impulsó tu publicación}}',
  'notifications.follow':
    '{others, plural, =0 {{name} te siguió} one {{name} y # persona más te siguió} other {{name} y # personas más te siguió}}',
  'notifications.follow_request':
    '{others, plural, =0 {{name} solicitó seguirte} one {{name} y # persona más solicitó seguirte} other {{name} y # personas más solicitó seguirte}}',
  'notifications.mention':
    '{others, plural, =0 {{name} te mencionó} one {{name} y # persona más te mencionó} other {{name} y # personas más te mencionó}}',
  'notifications.mentionPrivate':
    '{others, plural, =0 {{name} te mencionó en privado} one {{name} y # persona más te mencionó en privado} other {{name} y # personas más te mencionó en privado}}',
  'notifications.status':
    '{others, plural, =0 {{name} acaba de publicar} one {{name} y # persona más acaba de publicar} other {{name} y # personas más acaba de publicar}}',
  'notifications.update':
    '{others, plural, =0 {{name} editó una publicación que impulsaste} one {{name} y # persona más editó una publicación que impulsaste} other {{name} y # personas más editó una publicación que impulsaste}}',
  'notifications.quote':
    '{others, plural, =0 {{name} citó tu publicación} one {{name} y # persona más citó tu publicación} other {{name} y # personas más citó tu publicación}}',
  'notifications.quoted_update':
    '{others, plural, =0 {{name} editó una publicación que citaste} one {{name} y # persona más editó una publicación que citaste} other {{name} y # personas más editó una publicación que citaste}}',
  'notifications.signUp':
    '{others, plural, =0 {{name} se registró} one {{name} y # persona más se registró} other {{name} y # personas más se registró}}',
  'notifications.report':
    '{others, plural, =0 {{name} denunció una cuenta} one {{name} y # persona más denunció una cuenta} other {{name} y # personas más denunció una cuenta}}',
  'notifications.reported': '{name} denunció a {target}',
  'notifications.pollOwn': 'Tu encuesta ha terminado',
  'notifications.pollVoted': 'Una encuesta en la que votaste ha terminado',
  'notifications.severed': 'Se cortaron algunas de tus relaciones de seguimiento',
  'notifications.severedWith':
    'Se cortaron las relaciones con {target}: perdiste {followers, plural, one {# seguidor} other {# seguidores}} y {following, plural, one {# cuenta que seguías} other {# cuentas que seguías}}',
  'notifications.annualReport': 'Tu resumen del año {year} está listo',
  'notifications.annualReportNoYear': 'Tu resumen del año está listo',
  'notifications.quoted': 'Tu publicación fue citada',
  'notifications.quotedEdited': 'Se editó una publicación que citaste',
  'notifications.generic': 'Tienes una notificación nueva',
  'notifications.mod.disable': 'Tu cuenta ha sido desactivada',
  'notifications.mod.markSensitive': 'Algunas de tus publicaciones han sido marcadas como sensibles',
  'notifications.mod.delete': 'Algunas de tus publicaciones han sido eliminadas',
  'notifications.mod.sensitive': 'A partir de ahora tus publicaciones se marcarán como sensibles',
  'notifications.mod.silence': 'Tu cuenta ha sido limitada',
  'notifications.mod.suspend': 'Tu cuenta ha sido suspendida',
  'notifications.mod.warning': 'Has recibido una advertencia de moderación',
  'notifications.followRequestAccepted': 'Solicitud de seguimiento aceptada',
  'notifications.followRequestRejected': 'Solicitud de seguimiento rechazada',
  'notifications.followRequestFailed': 'No se pudo responder a la solicitud de seguimiento.',
  'notifications.accept': 'Aceptar',
  'notifications.reject': 'Rechazar',
  'notifications.dismiss': 'Descartar',
  'notifications.requests': 'Solicitudes de notificación',
  'notifications.requestsPending': 'Solicitudes de notificación: {shown} pendientes',
  'notifications.requestsFailed': 'No se pudieron cargar las solicitudes.',
  'notifications.requestsFailedTitle': 'No se pudieron cargar las solicitudes',
  'notifications.noRequests': 'No hay solicitudes',
  'notifications.noRequestsHint':
    'Las notificaciones retenidas por tu política de notificaciones aparecen aquí.',
  'notifications.requestCount': '{count, plural, one {# notificación} other {# notificaciones}}',
  'notifications.pending':
    '{count, plural, =0 {No hay solicitudes pendientes} one {# solicitud pendiente} other {# solicitudes pendientes}}',
} satisfies Record<keyof typeof en, string>;
